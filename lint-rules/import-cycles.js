import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Forbids import cycles among the project's own files, counting every kind of import: values, `import type`,
// `export … from`, `import()` and type-position `import('…')`. eslint-plugin-import-x's no-cycle (4.x) skips
// type-only imports with no option to count them, yet a cycle of types still ties two modules into one: neither
// can move or be read without the other. Only relative specifiers are followed; packages (the contract
// workspace included, which imports nothing of ours) cannot close a cycle.

const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const isFile = (file) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** The file a relative specifier names, as TypeScript would find it; undefined for packages and unknown files. */
function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  return CANDIDATE_SUFFIXES.map((suffix) => base + suffix).find(isFile);
}

/** Each file's resolved imports as read from disk, kept while its modification time stays (an editor's long run). */
const importsOnDisk = new Map();

function importsOf(file) {
  const modifiedMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (modifiedMs === undefined) return [];
  const known = importsOnDisk.get(file);
  if (known?.modifiedMs === modifiedMs) return known.targets;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = [...new Set(importedFiles.map(({ fileName }) => resolveRelative(file, fileName)).filter(Boolean))];
  importsOnDisk.set(file, { modifiedMs, targets });
  return targets;
}

/** The shortest chain of imports from `start` back to `goal` (both included), or undefined when there is none. */
function routeBack(start, goal) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  for (let next = 0; next < queue.length; next++) {
    const file = queue[next];
    for (const target of importsOf(file)) {
      if (target === goal) {
        const route = [goal];
        for (let step = file; step !== undefined; step = cameFrom.get(step)) route.unshift(step);
        return route;
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid import cycles among the project's own files, type-only imports included." },
    messages: { cycle: 'Import cycle (type-only imports count): {{route}}. Move the shared type or pass the dependency in.' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const shown = (target) => path.relative(context.cwd, target);
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = resolveRelative(file, specifier);
      if (!target || target === file) return;
      const route = routeBack(target, file);
      if (route) context.report({ node, messageId: 'cycle', data: { route: [file, ...route].map(shown).join(' → ') } });
    };
    const fromSource = (node) => check(node, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: fromSource,
      // `import('./x').Thing` in a type.
      TSImportType: (node) => check(node, node.argument?.literal?.value ?? node.source?.value),
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
