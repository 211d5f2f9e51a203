// A local ESLint rule: the code speaks of the product, never of the tracker. A comment, string or JSX
// text that points at a tracker item ("issue" or "issues" followed by a number, with or without "#")
// says where a change came from, not what the code does, and means nothing to a reader without the
// tracker. tracker-mentions.test.ts also scans the files ESLint does not read (SQL, CSS, JSON).

/** A mention of a tracker item: the word issue(s), then a number, with or without "#". */
export const TRACKER_MENTION = /\bissues? #?\d+/i;

/** @type {import('eslint').Rule.RuleModule} */
const noTrackerMentions = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Forbid mentions of tracker items in comments and strings' },
    schema: [],
    messages: {
      trackerMention: 'Say what the code does, not which tracker item asked for it ("{{mention}}").',
    },
  },
  create(context) {
    /** `at` is the node, or for a comment (not a node) its location. */
    function check(text, at) {
      const found = TRACKER_MENTION.exec(text);
      if (found) context.report({ ...at, messageId: 'trackerMention', data: { mention: found[0] } });
    }
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) check(comment.value, { loc: comment.loc });
      },
      Literal(node) {
        if (typeof node.value === 'string') check(node.value, { node });
      },
      TemplateElement(node) {
        check(node.value.raw, { node });
      },
      JSXText(node) {
        check(node.value, { node });
      },
    };
  },
};

export default { meta: { name: 'squares-tracker-mentions' }, rules: { 'no-tracker-mentions': noTrackerMentions } };
