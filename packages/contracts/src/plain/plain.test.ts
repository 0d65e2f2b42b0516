import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const plain = dirname(fileURLToPath(import.meta.url));
const src = join(plain, '..');

/**
 * `import … from '…'`, `export … from '…'` and `import '…'`, over several lines if need be. The
 * first group is set for `import type` / `export type`, which the compiler erases: they load nothing.
 */
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** The modules a file loads when it runs, as written in its imports and re-exports. */
export function loadedImports(text: string): string[] {
  return [...text.matchAll(IMPORT)].filter((match) => !match[1]).map((match) => match[2]!);
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, join(base, 'index.ts')].find((file) => file.endsWith('.ts') && existsSync(file)) ?? null;
}

/** Each module reached from `entries` that loads zod, with the chain of imports that reaches it. */
function zodReachedFrom(entries: string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const queue = entries.map((file) => [file]);
  while (queue.length > 0) {
    const chain = queue.shift()!;
    const file = chain.at(-1)!;
    if (seen.has(file)) continue;
    seen.add(file);
    const path = chain.map((one) => relative(src, one)).join(' → ');
    for (const specifier of loadedImports(readFileSync(file, 'utf8'))) {
      if (specifier === 'zod' || specifier.startsWith('zod/')) problems.push(`${path} imports zod`);
      else if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (target) queue.push([...chain, target]);
        else problems.push(`${path} imports ${specifier}, which this test cannot find`);
      }
    }
  }
  return problems;
}

describe('plain/', () => {
  it("no module under plain/ reaches zod, so the console's lists load no schema", () => {
    const modules = readdirSync(plain)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => join(plain, file));
    expect(modules.length).toBeGreaterThan(10);
    expect(zodReachedFrom(modules)).toEqual([]);
  });

  it('reads imports over several lines and re-exports, and leaves out the erased `import type`', () => {
    const text = ["import {\n  a,\n  b,\n} from 'zod';", "export * from './requests';", "import type { Q } from '../entities/requests';", "import { type R } from './r';", "import './side';"].join('\n');
    expect(loadedImports(text)).toEqual(['zod', './requests', './r', './side']);
  });
});
