// Local ESLint rules for the dependency direction of DESIGN.md section 3:
//   web -> domain <- server; routes -> service -> db; domain imports nothing from server or web;
//   a web feature or server module is entered only through its index (its public surface).
import path from 'node:path';

const SRC = `${path.sep}src${path.sep}`;

/** Where a file sits: its layer and, inside features/modules, which unit it belongs to. */
function locate(file) {
  const at = file.lastIndexOf(SRC);
  if (at < 0) return null;
  const parts = file.slice(at + SRC.length).split(path.sep);
  const [layer] = parts;
  if (layer === 'web' && parts[1] === 'features' && parts.length > 3) {
    return { layer, unit: `features/${parts[2]}`, rest: parts.slice(3) };
  }
  if (layer === 'server' && parts[1] === 'modules' && parts.length > 3) {
    return { layer, unit: `modules/${parts[2]}`, rest: parts.slice(3) };
  }
  return { layer, unit: null, rest: parts.slice(1) };
}

/** The unit a resolved import path points into, and whether it is that unit's index. */
function targetOf(resolved) {
  const at = resolved.lastIndexOf(SRC);
  if (at < 0) return null;
  const parts = resolved.slice(at + SRC.length).split(path.sep);
  const [layer] = parts;
  const unitRoot = (layer === 'web' && parts[1] === 'features') || (layer === 'server' && parts[1] === 'modules');
  if (unitRoot && parts.length >= 3) {
    const rest = parts.slice(3);
    const isIndex = rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]));
    return { layer, unit: `${parts[1]}/${parts[2]}`, isIndex, parts };
  }
  return { layer, unit: null, isIndex: false, parts };
}

const DOMAIN_PACKAGES = new Set(['zod']);
const TEST_PACKAGES = new Set(['vitest', 'fast-check']);

const dependencyDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the layer and feature boundaries of DESIGN.md section 3' },
    schema: [],
    messages: {
      domainImpure: 'src/domain is pure: it may import only other domain files and {{allowed}} (found "{{source}}").',
      webToServer: 'The web app must not import server code ("{{source}}"); share it through src/domain.',
      serverToWeb: 'The server must not import web code ("{{source}}").',
      internals:
        '"{{source}}" reaches into the internals of {{unit}}; import its public surface ("{{unitPath}}") instead.',
      routesToDb: 'routes.ts stays thin: call the module service instead of the database ("{{source}}").',
    },
  },
  create(context) {
    const file = context.filename;
    const from = locate(file);
    if (!from) return {};
    const isTest = /\.test\.tsx?$/.test(file);

    function check(node, source) {
      if (typeof source !== 'string') return;
      const relative = source.startsWith('.');
      if (from.layer === 'domain' && !relative) {
        const pkg = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0];
        if (!DOMAIN_PACKAGES.has(pkg) && !(isTest && TEST_PACKAGES.has(pkg)) && !(isTest && source.startsWith('node:'))) {
          context.report({ node, messageId: 'domainImpure', data: { source, allowed: [...DOMAIN_PACKAGES].join(', ') } });
        }
        return;
      }
      if (!relative) return;
      const target = targetOf(path.resolve(path.dirname(file), source));
      if (!target) return;
      if (from.layer === 'domain' && target.layer !== 'domain') {
        context.report({ node, messageId: 'domainImpure', data: { source, allowed: [...DOMAIN_PACKAGES].join(', ') } });
      } else if (from.layer === 'web' && target.layer === 'server') {
        context.report({ node, messageId: 'webToServer', data: { source } });
      } else if (from.layer === 'server' && target.layer === 'web') {
        context.report({ node, messageId: 'serverToWeb', data: { source } });
      } else if (target.unit && target.unit !== from.unit && !target.isIndex) {
        context.report({
          node,
          messageId: 'internals',
          data: { source, unit: `src/${target.layer}/${target.unit}`, unitPath: `src/${target.layer}/${target.unit}` },
        });
      }
      if (from.layer === 'server' && path.basename(file) === 'routes.ts' && target.parts[0] === 'server' && target.parts[1] === 'db') {
        context.report({ node, messageId: 'routesToDb', data: { source } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { meta: { name: 'squares-architecture' }, rules: { 'dependency-direction': dependencyDirection } };
