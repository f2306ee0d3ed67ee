/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type LectureNoteFieldsFragment = {
  id: string;
  courseId: string;
  lectureId: string;
  positionSeconds: number;
  body: string;
  createdAt: string;
  updatedAt: string;
};

export type LectureNotesQueryVariables = Exact<{
  courseId: string | number;
}>;

export type LectureNotesQuery = {
  lectureNotes: Array<{
    id: string;
    courseId: string;
    lectureId: string;
    positionSeconds: number;
    body: string;
    createdAt: string;
    updatedAt: string;
  }>;
};

export type AddLectureNoteMutationVariables = Exact<{
  courseId: string | number;
  lectureId: string | number;
  positionSeconds: number;
  body: string;
}>;

export type AddLectureNoteMutation = {
  addLectureNote: {
    id: string;
    courseId: string;
    lectureId: string;
    positionSeconds: number;
    body: string;
    createdAt: string;
    updatedAt: string;
  };
};

export type UpdateLectureNoteMutationVariables = Exact<{
  id: string | number;
  body: string;
}>;

export type UpdateLectureNoteMutation = {
  updateLectureNote: {
    id: string;
    courseId: string;
    lectureId: string;
    positionSeconds: number;
    body: string;
    createdAt: string;
    updatedAt: string;
  };
};

export type DeleteLectureNoteMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteLectureNoteMutation = { deleteLectureNote: string };

export const LectureNoteFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LectureNoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LectureNote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'positionSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const LectureNotesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LectureNotes' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lectureNotes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LectureNoteFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LectureNoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LectureNote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'positionSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useLectureNotesQuery__
 *
 * To run a query within a React component, call `useLectureNotesQuery` and pass it any options that fit your needs.
 * When your component renders, `useLectureNotesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLectureNotesQuery({
 *   variables: {
 *      courseId: // value for 'courseId'
 *   },
 * });
 */
export function useLectureNotesQuery(
  baseOptions: Apollo.QueryHookOptions<LectureNotesQuery, LectureNotesQueryVariables> &
    ({ variables: LectureNotesQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<LectureNotesQuery, LectureNotesQueryVariables>(
    LectureNotesDocument,
    options,
  );
}
export function useLectureNotesLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<LectureNotesQuery, LectureNotesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<LectureNotesQuery, LectureNotesQueryVariables>(
    LectureNotesDocument,
    options,
  );
}
// @ts-ignore
export function useLectureNotesSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<LectureNotesQuery, LectureNotesQueryVariables>,
): Apollo.UseSuspenseQueryResult<LectureNotesQuery, LectureNotesQueryVariables>;
export function useLectureNotesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<LectureNotesQuery, LectureNotesQueryVariables>,
): Apollo.UseSuspenseQueryResult<LectureNotesQuery | undefined, LectureNotesQueryVariables>;
export function useLectureNotesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<LectureNotesQuery, LectureNotesQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<LectureNotesQuery, LectureNotesQueryVariables>(
    LectureNotesDocument,
    options,
  );
}
export type LectureNotesQueryHookResult = ReturnType<typeof useLectureNotesQuery>;
export type LectureNotesLazyQueryHookResult = ReturnType<typeof useLectureNotesLazyQuery>;
export type LectureNotesSuspenseQueryHookResult = ReturnType<typeof useLectureNotesSuspenseQuery>;
export type LectureNotesQueryResult = Apollo.QueryResult<
  LectureNotesQuery,
  LectureNotesQueryVariables
>;
export const AddLectureNoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddLectureNote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lectureId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'positionSeconds' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addLectureNote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lectureId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lectureId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'positionSeconds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'positionSeconds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LectureNoteFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LectureNoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LectureNote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'positionSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type AddLectureNoteMutationFn = Apollo.MutationFunction<
  AddLectureNoteMutation,
  AddLectureNoteMutationVariables
>;

/**
 * __useAddLectureNoteMutation__
 *
 * To run a mutation, you first call `useAddLectureNoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddLectureNoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addLectureNoteMutation, { data, loading, error }] = useAddLectureNoteMutation({
 *   variables: {
 *      courseId: // value for 'courseId'
 *      lectureId: // value for 'lectureId'
 *      positionSeconds: // value for 'positionSeconds'
 *      body: // value for 'body'
 *   },
 * });
 */
export function useAddLectureNoteMutation(
  baseOptions?: Apollo.MutationHookOptions<AddLectureNoteMutation, AddLectureNoteMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<AddLectureNoteMutation, AddLectureNoteMutationVariables>(
    AddLectureNoteDocument,
    options,
  );
}
export type AddLectureNoteMutationHookResult = ReturnType<typeof useAddLectureNoteMutation>;
export type AddLectureNoteMutationResult = Apollo.MutationResult<AddLectureNoteMutation>;
export type AddLectureNoteMutationOptions = Apollo.BaseMutationOptions<
  AddLectureNoteMutation,
  AddLectureNoteMutationVariables
>;
export const UpdateLectureNoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateLectureNote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateLectureNote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LectureNoteFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LectureNoteFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LectureNote' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'positionSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type UpdateLectureNoteMutationFn = Apollo.MutationFunction<
  UpdateLectureNoteMutation,
  UpdateLectureNoteMutationVariables
>;

/**
 * __useUpdateLectureNoteMutation__
 *
 * To run a mutation, you first call `useUpdateLectureNoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLectureNoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLectureNoteMutation, { data, loading, error }] = useUpdateLectureNoteMutation({
 *   variables: {
 *      id: // value for 'id'
 *      body: // value for 'body'
 *   },
 * });
 */
export function useUpdateLectureNoteMutation(
  baseOptions?: Apollo.MutationHookOptions<
    UpdateLectureNoteMutation,
    UpdateLectureNoteMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<UpdateLectureNoteMutation, UpdateLectureNoteMutationVariables>(
    UpdateLectureNoteDocument,
    options,
  );
}
export type UpdateLectureNoteMutationHookResult = ReturnType<typeof useUpdateLectureNoteMutation>;
export type UpdateLectureNoteMutationResult = Apollo.MutationResult<UpdateLectureNoteMutation>;
export type UpdateLectureNoteMutationOptions = Apollo.BaseMutationOptions<
  UpdateLectureNoteMutation,
  UpdateLectureNoteMutationVariables
>;
export const DeleteLectureNoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteLectureNote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteLectureNote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type DeleteLectureNoteMutationFn = Apollo.MutationFunction<
  DeleteLectureNoteMutation,
  DeleteLectureNoteMutationVariables
>;

/**
 * __useDeleteLectureNoteMutation__
 *
 * To run a mutation, you first call `useDeleteLectureNoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLectureNoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLectureNoteMutation, { data, loading, error }] = useDeleteLectureNoteMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteLectureNoteMutation(
  baseOptions?: Apollo.MutationHookOptions<
    DeleteLectureNoteMutation,
    DeleteLectureNoteMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<DeleteLectureNoteMutation, DeleteLectureNoteMutationVariables>(
    DeleteLectureNoteDocument,
    options,
  );
}
export type DeleteLectureNoteMutationHookResult = ReturnType<typeof useDeleteLectureNoteMutation>;
export type DeleteLectureNoteMutationResult = Apollo.MutationResult<DeleteLectureNoteMutation>;
export type DeleteLectureNoteMutationOptions = Apollo.BaseMutationOptions<
  DeleteLectureNoteMutation,
  DeleteLectureNoteMutationVariables
>;
