import type * as ConsoleRoutes from './consoleRoutes';

/**
 * What the composition root (shell/) hands the code below it, which may not import it: for the
 * sign-in page and the document title, which run before the console's routes are in.
 */
export interface ConsoleParts {
  /** The route table, once the feature descriptors it is built from are registered (a chunk of its own). */
  loadRouteTable(): Promise<typeof ConsoleRoutes>;
  /** Starts loading what every console page sits in (the theme's shell, the layout). */
  preloadShell(): void;
}

let parts: ConsoleParts | undefined;

export function provideConsoleParts(provided: ConsoleParts): void {
  parts = provided;
}

/** The route table (app/consoleRoutes.ts) with the descriptors registered; rejects before the shell has provided it. */
export function loadConsoleRoutes(): Promise<typeof ConsoleRoutes> {
  return parts ? parts.loadRouteTable() : Promise.reject(new Error('The console shell has not started'));
}

/** Starts loading the console's shell and layout (the sign-in page, while the admin types the code). */
export function preloadConsoleShell(): void {
  parts?.preloadShell();
}
