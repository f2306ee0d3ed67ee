// The near-operation-file preset imports the base types into every file that selects a schema
// type, but typescript-operations 6 writes the enums an operation reads into its own file, so a
// file may never read `Types` (graphql-code-generator-community#285), which noUnusedLocals
// refuses. Codegen runs this on the files it wrote, before prettier.
import * as fs from 'node:fs';

for (const file of process.argv.slice(2)) {
  const text = fs.readFileSync(file, 'utf8');
  if (text.includes('Types.')) continue;
  const kept = text.replace(/^import type \* as Types from '[^']*';\n/m, '');
  if (kept !== text) fs.writeFileSync(file, kept);
}
