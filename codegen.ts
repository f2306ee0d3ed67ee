import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: 'client/src/**/*.graphql',
  generates: {
    'client/src/generated/graphql.tsx': {
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        withHooks: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        scalars: { DateTime: 'string', Upload: 'File' },
        useTypeImports: true,
        documentMode: 'documentNode',
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
