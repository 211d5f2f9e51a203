/** Team names are shortened by the domain's rule: the printed board (made by the server too) uses the same. */
export { teamNickname } from '../../domain/team-nickname';
