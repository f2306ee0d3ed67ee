import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  type GraphQLResolveInfo,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Whether the answer asks for the field `name` of the field being resolved, directly or through
 * fragments, honouring @include and @skip: for a resolver that can fetch it in the same query.
 */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const variables = info.variableValues;
  const included = (node: SelectionNode) =>
    getDirectiveValues(GraphQLSkipDirective, node, variables)?.if !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
  const within = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((selection) => {
      if (!included(selection)) return false;
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet);
      return within(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => within(node.selectionSet));
}
