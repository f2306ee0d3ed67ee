/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { DocumentNode } from 'graphql';
export type CourseCurriculumFragment = {
  courseContent: Array<{
    chapterId: string;
    chapterTitle: string;
    chapterOrder: number;
    chapterContent: Array<{
      lectureId: string;
      lectureTitle: string;
      lectureDuration: number;
      lectureUrl: string | null;
      isPreviewFree: boolean;
      lectureOrder: number;
    }>;
  }>;
};

export const CourseCurriculumFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CourseCurriculum' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courseContent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'chapterId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chapterTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chapterOrder' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'chapterContent' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureDuration' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isPreviewFree' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureOrder' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
