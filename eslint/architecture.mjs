// Local ESLint rules for the dependency direction of DESIGN.md section 3 (import cycles are
// import-x/no-cycle's job, configured in eslint.config.js):
//   web -> domain <- server; domain imports nothing from server or web;
//   a web feature or server module is entered only through its index (its public surface), from
//   src, tests and benchmarks alike; inside a module only its index imports its routes;
//   routes -> service -> db: a file that registers routes is named routes.ts, and routes.ts never
//   touches the database (no db/, no drizzle-orm); src/server/db imports no server code outside db/;
//   web zones: app -> pages -> features -> shared (lib, components, test-support); no feature imports
//   another feature at all.
import path from 'node:path';

const SRC = `${path.sep}src${path.sep}`;
/** Folders outside src whose files may import src, but only through the public surfaces. */
const OUTSIDE = [`${path.sep}tests${path.sep}`, `${path.sep}bench${path.sep}`];

/** Web zones by rank: a file may import its own rank or lower, never higher. */
const WEB_ZONE_RANK = { app: 3, pages: 2, features: 1, lib: 0, components: 0, 'test-support': 0 };
/** What src/server/db may import besides itself: configuration and paths (and the domain, packages). */
const DB_MAY_IMPORT = new Set(['db', 'config', 'paths']);

function webZone(parts) {
  if (parts[0] !== 'web') return null;
  if (parts.length === 2) return 'app'; // main.tsx: the entry mounts the app
  return parts[1] in WEB_ZONE_RANK ? parts[1] : null;
}

/** Where a file sits: its layer and, inside features/modules, which unit it belongs to. */
function locate(file) {
  const at = file.lastIndexOf(SRC);
  if (at < 0) return OUTSIDE.some((dir) => file.includes(dir)) ? { layer: 'outside', unit: null, zone: null, parts: [] } : null;
  const parts = file.slice(at + SRC.length).split(path.sep);
  const [layer] = parts;
  const zone = webZone(parts);
  if (layer === 'web' && parts[1] === 'features' && parts.length > 3) {
    return { layer, unit: `features/${parts[2]}`, zone, parts };
  }
  if (layer === 'server' && parts[1] === 'modules' && parts.length > 3) {
    return { layer, unit: `modules/${parts[2]}`, zone, parts };
  }
  return { layer, unit: null, zone, parts };
}

/** The unit a resolved import path points into, whether it is that unit's index, and its web zone. */
function targetOf(resolved) {
  const at = resolved.lastIndexOf(SRC);
  if (at < 0) return null;
  const parts = resolved.slice(at + SRC.length).split(path.sep);
  const [layer] = parts;
  const zone = webZone(parts);
  const unitRoot = (layer === 'web' && parts[1] === 'features') || (layer === 'server' && parts[1] === 'modules');
  if (unitRoot && parts.length >= 3) {
    const rest = parts.slice(3);
    const isIndex = rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]));
    return { layer, unit: `${parts[1]}/${parts[2]}`, isIndex, zone, parts };
  }
  return { layer, unit: null, isIndex: false, zone, parts };
}

const packageOf = (source) => (source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0]);
const isRoutesFile = (name) => /^routes(\.tsx?)?$/.test(name);

const DOMAIN_PACKAGES = new Set(['zod']);
const TEST_PACKAGES = new Set(['vitest', 'fast-check']);

/** Fastify's route shorthands; `route({ method, url })` is recognised separately. */
const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);

/** A path argument: '/x', `/x/${y}`. */
function isPathArgument(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' && node.value.startsWith('/');
  if (node.type === 'TemplateLiteral') return node.quasis[0].value.cooked.startsWith('/');
  return false;
}

const isFunction = (node) => node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';

/**
 * Whether a call registers a route: `x.get('/path', ...)` (any shorthand with a path and at least a
 * handler or options), `x.get(PATH, options, handler)` (a shorthand ending in a function), or
 * `x.route({ method, url, ... })`. Map#get, Headers#get, db.delete(table) take one argument and are not.
 */
function registersRoute(node) {
  const callee = node.callee;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return false;
  const name = callee.property.name;
  const args = node.arguments;
  if (ROUTE_METHODS.has(name)) return args.length >= 2 && (isPathArgument(args[0]) || isFunction(args[args.length - 1]));
  if (name === 'route' && args.length === 1 && args[0].type === 'ObjectExpression') {
    const keys = new Set(args[0].properties.map((p) => (p.type === 'Property' && p.key.type === 'Identifier' ? p.key.name : null)));
    return keys.has('method') && keys.has('url');
  }
  return false;
}

const dependencyDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the layer, zone and feature boundaries of DESIGN.md section 3' },
    schema: [],
    messages: {
      domainImpure: 'src/domain is pure: it may import only other domain files and {{allowed}} (found "{{source}}").',
      webToServer: 'The web app must not import server code ("{{source}}"); share it through src/domain.',
      serverToWeb: 'The server must not import web code ("{{source}}").',
      internals:
        '"{{source}}" reaches into the internals of {{unit}}; import its public surface ("{{unitPath}}") instead.',
      routesToDb: 'routes.ts stays thin: call the module service instead of the database ("{{source}}").',
      routesToOrm: 'routes.ts stays thin: queries belong in the module service, not in routes ("{{source}}").',
      serviceToRoutes:
        'Only the module index imports its routes ("{{source}}"); services and the rest of the module stay unaware of HTTP routes.',
      routeOutsideRoutesFile:
        'Routes are registered only in files named routes.ts (then the "routes are thin" checks apply); move this route there.',
      useCaseToHttp:
        'Use cases know nothing of HTTP ("{{source}}"): throw AppError from src/domain/errors.ts; only routes.ts may use src/server/http.',
      dbToServer: 'src/server/db is the bottom layer: it must not import "{{source}}" (modules and the rest build on db, not the reverse).',
      webZoneUpward:
        'Web zones go app -> pages -> features -> shared (lib, components): {{from}} must not import {{to}} ("{{source}}").',
      featureToFeature:
        'A web feature never imports another feature ("{{source}}"); move the shared piece to src/web/lib or src/web/components (or src/domain).',
    },
  },
  create(context) {
    const file = context.filename;
    const from = locate(file);
    if (!from) return {};
    const isTest = /\.test\.tsx?$/.test(file);
    const base = path.basename(file);
    const inRoutesFile = from.layer === 'server' && isRoutesFile(base);

    function check(node, source) {
      if (typeof source !== 'string') return;
      const relative = source.startsWith('.');
      if (from.layer === 'domain' && !relative) {
        const pkg = packageOf(source);
        if (!DOMAIN_PACKAGES.has(pkg) && !(isTest && TEST_PACKAGES.has(pkg)) && !(isTest && source.startsWith('node:'))) {
          context.report({ node, messageId: 'domainImpure', data: { source, allowed: [...DOMAIN_PACKAGES].join(', ') } });
        }
        return;
      }
      if (!relative) {
        if (inRoutesFile && packageOf(source) === 'drizzle-orm') context.report({ node, messageId: 'routesToOrm', data: { source } });
        return;
      }
      const target = targetOf(path.resolve(path.dirname(file), source));
      if (!target) return;
      if (from.layer === 'domain' && target.layer !== 'domain') {
        context.report({ node, messageId: 'domainImpure', data: { source, allowed: [...DOMAIN_PACKAGES].join(', ') } });
      } else if (from.layer === 'web' && target.layer === 'server') {
        context.report({ node, messageId: 'webToServer', data: { source } });
      } else if (from.layer === 'server' && target.layer === 'web') {
        context.report({ node, messageId: 'serverToWeb', data: { source } });
      } else if (from.unit?.startsWith('features/') && target.unit?.startsWith('features/') && target.unit !== from.unit) {
        context.report({ node, messageId: 'featureToFeature', data: { source } });
      } else if (target.unit && target.unit !== from.unit && !target.isIndex) {
        context.report({
          node,
          messageId: 'internals',
          data: { source, unit: `src/${target.layer}/${target.unit}`, unitPath: `src/${target.layer}/${target.unit}` },
        });
      }
      if (from.zone && target.zone && WEB_ZONE_RANK[target.zone] > WEB_ZONE_RANK[from.zone]) {
        context.report({ node, messageId: 'webZoneUpward', data: { source, from: from.zone, to: target.zone } });
      }
      const targetFile = target.parts[target.parts.length - 1];
      if (from.unit?.startsWith('modules/') && target.unit === from.unit && !/^index(\.tsx?)?$/.test(base) && isRoutesFile(targetFile)) {
        context.report({ node, messageId: 'serviceToRoutes', data: { source } });
      }
      if (from.unit?.startsWith('modules/') && !inRoutesFile && !isTest && target.parts[0] === 'server' && target.parts[1] === 'http') {
        context.report({ node, messageId: 'useCaseToHttp', data: { source } });
      }
      if (inRoutesFile && target.parts[0] === 'server' && target.parts[1] === 'db') {
        context.report({ node, messageId: 'routesToDb', data: { source } });
      }
      if (from.layer === 'server' && from.parts[1] === 'db' && target.layer === 'server' && !DB_MAY_IMPORT.has(target.parts[1].replace(/\.tsx?$/, ''))) {
        context.report({ node, messageId: 'dbToServer', data: { source } });
      }
    }

    const visitors = {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
    if (from.layer === 'server' && !isTest && !inRoutesFile) {
      visitors.CallExpression = (node) => {
        if (registersRoute(node)) context.report({ node, messageId: 'routeOutsideRoutesFile' });
      };
    }
    return visitors;
  },
};

export default { meta: { name: 'squares-architecture' }, rules: { 'dependency-direction': dependencyDirection } };
