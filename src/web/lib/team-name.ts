/** "Falcons": the last word of a team's name, short enough for a score line on a phone. */
export function teamNickname(name: string): string {
  return name.trim().split(/\s+/).at(-1) || name;
}
