import type { CodegenConfig } from '@graphql-codegen/cli';

const types = {
  enumsAsTypes: true,
  avoidOptionals: { field: true, inputValue: false },
  scalars: { DateTime: 'string', Upload: 'File' },
  useTypeImports: true,
};

/**
 * Each `.graphql` file's typed operations and Apollo hooks, with pre-parsed documents, go beside
 * it as `<name>.generated.tsx`, so a lazy page's documents load with its chunk and never weigh on
 * the first load (docs/client.md, "Generated operations"). The enums and inputs they share go
 * into one file of types.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: 'client/src/**/*.graphql',
  generates: {
    'client/src/generated/types.ts': {
      plugins: ['typescript-operations'],
      config: { ...types, generateOperationTypes: false },
    },
    'client/src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.tsx', baseTypesPath: 'generated/types.ts' },
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: { ...types, withHooks: true, documentMode: 'documentNode' },
    },
  },
  hooks: {
    afterAllFileWrite: ['node scripts/codegen/drop-unused-types-import.mjs', 'prettier --write'],
  },
};

export default config;
