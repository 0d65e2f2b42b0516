import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest runs from apps/web (jsdom gives import.meta.url an http: address).
const src = join(process.cwd(), 'src');

/** Every MUI X Charts module the console's source imports, with the files importing it. */
function chartImports(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  for (const file of files) {
    for (const match of readFileSync(join(src, file), 'utf8').matchAll(/from '(@mui\/x-charts[^']*)'/g)) {
      found.set(match[1]!, [...(found.get(match[1]!) ?? []), file]);
    }
  }
  return found;
}

describe('chart imports', () => {
  it('the console draws bar charts only: the build gives MUI X Charts bar-only defaults (vite.config.ts, barChartDefaults)', () => {
    // Another chart type needs its series configuration back in barChartDefaults before it is imported here.
    const imports = chartImports();
    expect(imports.size).toBeGreaterThan(0);
    expect([...imports.keys()]).toEqual(['@mui/x-charts/BarChart']);
  });
});
