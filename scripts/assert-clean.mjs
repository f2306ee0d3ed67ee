// Fails when the given paths differ from what is committed (changed or new files), e.g. after codegen.
import { execFileSync } from 'node:child_process';

const paths = process.argv.slice(2);
const status = execFileSync('git', ['status', '--porcelain', '--', ...paths], {
  encoding: 'utf8',
}).trim();
if (status) {
  console.error(`Generated files are out of date; run \`npm run codegen\` and commit:\n${status}`);
  console.error(execFileSync('git', ['diff', '--stat', '--', ...paths], { encoding: 'utf8' }));
  process.exit(1);
}
console.log(`Up to date: ${paths.join(', ')}`);
