import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  print,
  typeFromAST,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

const CLIENT_SRC = path.resolve(__dirname, '../../../client/src');

export interface ClientOperation {
  name: string;
  /** The operation with every fragment it spreads, as the client sends it. */
  source: string;
  operation: OperationDefinitionNode;
}

/** Every operation in client/src/**\/*.graphql, read at test time so new ones are covered too. */
export function clientOperations(): ClientOperation[] {
  const definitions: DefinitionNode[] = fs
    .readdirSync(CLIENT_SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => parse(fs.readFileSync(path.join(CLIENT_SRC, file), 'utf8')).definitions);
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const spreadIn = (node: DefinitionNode, found = new Set<string>()) => {
    visit(node, {
      FragmentSpread(spread) {
        if (found.has(spread.name.value)) return;
        found.add(spread.name.value);
        spreadIn(fragments.get(spread.name.value)!, found);
      },
    });
    return found;
  };
  return definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => ({
      name: operation.name!.value,
      operation,
      source: [operation, ...[...spreadIn(operation)].map((name) => fragments.get(name)!)]
        .map((d) => print(d))
        .join('\n'),
    }));
}

/** A value of the right type for each variable; `Upload` variables are left null, to be sent as files. */
export function dummyVariables(
  operation: OperationDefinitionNode,
  schema: GraphQLSchema,
  id: string,
): Record<string, unknown> {
  const valueOf = (type: GraphQLInputType): unknown => {
    if (isNonNullType(type)) return valueOf(type.ofType);
    if (isListType(type)) return [valueOf(type.ofType)];
    if (isEnumType(type)) return type.getValues()[0].name;
    if (isInputObjectType(type))
      return Object.fromEntries(
        Object.values(type.getFields())
          .filter((field) => isNonNullType(field.type))
          .map((field) => [field.name, valueOf(field.type)]),
      );
    const scalars: Record<string, unknown> = { ID: id, Int: 1, Float: 1, Boolean: false };
    return type.name === 'Upload' ? null : (scalars[type.name] ?? 'x');
  };
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((v) => [
      v.variable.name.value,
      valueOf(typeFromAST(schema, v.type) as GraphQLInputType),
    ]),
  );
}

/**
 * A selection of every field of `type`, nested objects included, except paged lists inside `type`
 * (a course's `reviews`: a page of pages costs `first` times `first`, which the cost limit prices
 * and a catalog list never asks for) and types already on the way down (`Course.mentor` is a
 * `Mentor`, whose fields may lead back to what holds it).
 */
export function everyField(
  type: GraphQLObjectType,
  nested = false,
  above: ReadonlySet<string> = new Set([type.name]),
): string {
  return Object.values(type.getFields())
    .filter((field) => !nested || !field.args.some((arg) => arg.name === 'first'))
    .map((field) => {
      const named = getNamedType(field.type);
      if (isLeafType(named)) return field.name;
      if (!isObjectType(named) || above.has(named.name)) return '';
      return `${field.name} { ${everyField(named, true, new Set([...above, named.name]))} }`;
    })
    .filter(Boolean)
    .join(' ');
}
