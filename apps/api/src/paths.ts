import { fileURLToPath } from 'node:url';

// This file sits one level below the package root, as the bundle dist/main.js does,
// so the same relative URL finds the migrations from src/ (tsx, vitest) and from dist/.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
