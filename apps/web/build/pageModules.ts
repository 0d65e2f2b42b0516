import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * Each role's home (ROLE_HOME in packages/contracts, which Node cannot load as it is TypeScript;
 * checked by pageModules.test.ts).
 */
export const ROLE_HOMES: Readonly<Record<string, string>> = { super_admin: '/main', workshop_admin: '/workshop', society_manager: '/society' };

/**
 * The functions a descriptor may make its routes with, and the roles each gives its first argument
 * (a route) to: components/list/prefetchList's everyOrOwnWorkshopRoutes.
 */
const ROUTE_MAKERS: Readonly<Record<string, readonly string[]>> = { everyOrOwnWorkshopRoutes: ['super_admin', 'workshop_admin'] };

/** A file's top-level declarations, parsed once. */
interface SourceFile {
  file: string;
  source: ts.SourceFile;
  /** Its `const` declarations by name. */
  consts: Map<string, ts.Expression>;
  /** Its imported names: the module they come from (as written) and their name there. */
  imports: Map<string, { from: string; name: string }>;
}

function parse(file: string): SourceFile {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const consts = new Map<string, ts.Expression>();
  const imports = new Map<string, { from: string; name: string }>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) consts.set(declaration.name.text, declaration.initializer);
      }
    } else if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) imports.set(element.name.text, { from: statement.moduleSpecifier.text, name: (element.propertyName ?? element.name).text });
      }
    }
  }
  return { file, source, consts, imports };
}

/** A relative module's file (`./HelpPage` → …/HelpPage.tsx). */
function moduleFile(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const file = ['.tsx', '.ts'].map((extension) => base + extension).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${specifier} (imported by ${from}) is no .ts or .tsx file`);
  return file;
}

const unwrap = (expression: ts.Expression): ts.Expression =>
  ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression) || ts.isParenthesizedExpression(expression) ? unwrap(expression.expression) : expression;

const fail = (at: SourceFile, node: ts.Node, what: string): never => {
  const { line } = at.source.getLineAndCharacterOfPosition(node.getStart());
  throw new Error(`${at.file}:${line + 1}: ${what} (build/pageModules.ts reads a feature's routes as literals, consts and import('./Page') calls)`);
};

/** A string written as a literal, or a const naming one (in the file, or imported from a relative module). */
function stringOf(at: SourceFile, expression: ts.Expression): string {
  const value = unwrap(expression);
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text;
  if (ts.isIdentifier(value)) {
    const local = at.consts.get(value.text);
    if (local) return stringOf(at, local);
    const imported = at.imports.get(value.text);
    if (imported?.from.startsWith('.')) {
      const other = parse(moduleFile(at.file, imported.from));
      const exported = other.consts.get(imported.name);
      if (exported) return stringOf(other, exported);
    }
  }
  return fail(at, value, 'a route path that is not a string this reader can follow');
}

/** The module a route's page is loaded from: the `import('./…')` in its expression or in the consts it names. */
function pageModuleOf(at: SourceFile, expression: ts.Node, seen = new Set<string>()): string | undefined {
  if (ts.isCallExpression(expression) && expression.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const [specifier] = expression.arguments;
    if (specifier && ts.isStringLiteral(specifier)) return moduleFile(at.file, specifier.text);
  }
  if (ts.isIdentifier(expression) && !seen.has(expression.text)) {
    seen.add(expression.text);
    const local = at.consts.get(expression.text);
    if (local) return pageModuleOf(at, local, seen);
  }
  return ts.forEachChild(expression, (child) => pageModuleOf(at, child, seen));
}

/** The routes of an expression: an array of route objects, or a const (or spread) naming them. */
function routesOf(at: SourceFile, expression: ts.Expression): Array<{ path: string; module: string }> {
  const value = unwrap(expression);
  if (ts.isIdentifier(value)) {
    const local = at.consts.get(value.text);
    return local ? routesOf(at, local) : fail(at, value, `routes named by ${value.text}, which is no const of the file`);
  }
  if (ts.isArrayLiteralExpression(value)) return value.elements.flatMap((element) => routesOf(at, ts.isSpreadElement(element) ? element.expression : element));
  if (ts.isObjectLiteralExpression(value)) {
    const property = (name: string) => {
      const found = value.properties.find((entry) => entry.name && ts.isIdentifier(entry.name) && entry.name.text === name);
      if (found && ts.isPropertyAssignment(found)) return found.initializer;
      if (found && ts.isShorthandPropertyAssignment(found)) return found.name;
      return fail(at, value, `a route without its ${name}`);
    };
    const page = property('page');
    const module = pageModuleOf(at, page) ?? fail(at, page, "a route's page with no import('./…') of its module");
    return [{ path: stringOf(at, property('path')), module }];
  }
  return fail(at, value, 'routes this reader cannot follow');
}

/** Each role's routes of a descriptor: an object of roles, or a call of a ROUTE_MAKERS function. */
function roleRoutesOf(at: SourceFile, byRole: ts.Expression): Array<{ role: string; list: ts.Expression }> {
  const madeFor = ts.isCallExpression(byRole) && ts.isIdentifier(byRole.expression) ? ROUTE_MAKERS[byRole.expression.text] : undefined;
  if (madeFor && ts.isCallExpression(byRole)) {
    const [route] = byRole.arguments;
    return route ? madeFor.map((role) => ({ role, list: route })) : fail(at, byRole, 'a route maker without its route');
  }
  if (!ts.isObjectLiteralExpression(byRole)) return fail(at, byRole, 'routes that are not an object of roles');
  return byRole.properties.map((entry) => {
    const role = entry.name && (ts.isIdentifier(entry.name) || ts.isStringLiteral(entry.name)) ? entry.name.text : '?';
    const list = ts.isPropertyAssignment(entry) ? entry.initializer : ts.isShorthandPropertyAssignment(entry) ? entry.name : fail(at, entry, 'a role without routes');
    return { role, list };
  });
}

/**
 * The module of the page each console path shows, read from the features' descriptors
 * (src/features/<x>/feature.ts) without running them: Node cannot load them (they import TypeScript,
 * icons, JSON). Keys are full paths (`/main/service-details/:id`), values files relative to `root`
 * (apps/web). Every route a descriptor declares is here, even one a role's menu leaves out: a path
 * the console never shows is never visited, so its line costs nothing.
 */
export function readPageModules(root: string): Record<string, string> {
  const featuresDir = join(root, 'src/features');
  const table: Record<string, string> = {};
  for (const feature of readdirSync(featuresDir).sort()) {
    const file = join(featuresDir, feature, 'feature.ts');
    if (!existsSync(file)) continue;
    const at = parse(file);
    let routes: ts.Expression | undefined;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineFeature') {
        const [descriptor] = node.arguments;
        if (descriptor && ts.isObjectLiteralExpression(descriptor)) {
          const found = descriptor.properties.find((entry) => entry.name && ts.isIdentifier(entry.name) && entry.name.text === 'routes');
          if (found && ts.isPropertyAssignment(found)) routes = found.initializer;
          else if (found && ts.isShorthandPropertyAssignment(found)) routes = found.name;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(at.source);
    if (!routes) continue;
    const byRole = unwrap(ts.isIdentifier(routes) ? (at.consts.get(routes.text) ?? routes) : routes);
    for (const { role, list } of roleRoutesOf(at, byRole)) {
      const home = ROLE_HOMES[role] ?? fail(at, list, `a role this reader does not know (${role}): add it to ROLE_HOMES`);
      for (const { path, module } of routesOf(at, list)) table[path ? `${home}/${path}` : home] = relative(root, module).split('\\').join('/');
    }
  }
  return table;
}
