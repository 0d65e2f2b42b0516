// Bundle size of the built console: what the sign-in page needs (index.html's entry chunk and its
// static imports) against everything, gzipped. Run after `npm run build`: `npm run bundle-size -w bench`.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('No build found: run `npm run build -w apps/web` first.');
  process.exit(1);
}
const assets = join(dist, 'assets');
const gz = (file) => gzipSync(readFileSync(join(assets, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set([...html.matchAll(/assets\/([^"]+\.(?:js|css))/g)].map((m) => m[1]));
// Follow static imports of the entry so the "first load" figure is honest.
const queue = [...initial].filter((f) => f.endsWith('.js'));
while (queue.length) {
  const file = queue.pop();
  const source = readFileSync(join(assets, file), 'utf8');
  for (const m of source.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    if (!initial.has(m[1])) {
      initial.add(m[1]);
      queue.push(m[1]);
    }
  }
}
const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f));
const total = files.reduce((sum, f) => sum + gz(f), 0);
const first = [...initial].reduce((sum, f) => sum + gz(f), 0);
const rows = files.map((f) => [f, gz(f)]).sort((a, b) => b[1] - a[1]);
console.log(`chunks: ${files.length}`);
console.log(`first load (sign-in page), gzipped: ${kb(first)}`);
console.log(`all chunks, gzipped: ${kb(total)}`);
console.log('largest chunks:');
for (const [f, size] of rows.slice(0, 10)) console.log(`  ${kb(size).padStart(9)}  ${f}${initial.has(f) ? '  (first load)' : ''}`);
