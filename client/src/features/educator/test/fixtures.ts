import type { MockedResponse } from '@apollo/client/testing';
import { InstructorCourseCategoriesDocument } from '../../../generated/discovery';
import { type EducatorCourseRowFragment, type Role } from '../../../generated/graphql';
import { signIn } from '../../../test/signIn';

/** Signs a user in with this role (an educator's account by default). */
export const signedIn = (role: Role, name = 'Aarav Sharma'): MockedResponse =>
  signIn({ id: 'u-edu', name, email: 'aarav@brandcraft.dev', imageUrl: '', role });

/** Mock data carries __typename (the fragment types leave it out). */
export function educatorCourse(change: Partial<EducatorCourseRowFragment>) {
  return {
    __typename: 'EducatorCourse',
    id: 'c1',
    courseTitle: 'Personal Branding 101',
    courseThumbnail: '/uploads/c1.png',
    thumbnailSources: [],
    coursePrice: 1000,
    discount: 20,
    netPrice: 800,
    createdAt: '2025-03-04T10:00:00.000Z',
    earnings: 2400,
    enrolledStudentsCount: 3,
    ...change,
  };
}

export function enrolment(name: string, courseTitle: string, purchaseDate: string) {
  return {
    __typename: 'StudentEnrollment',
    courseId: `course-${courseTitle}`,
    courseTitle,
    purchaseDate,
    student: { __typename: 'StudentSummary', id: `s-${name}`, name, imageUrl: `/img/${name}.png` },
  };
}

/** The category tree the course forms offer (two top-level categories). */
export const categoryTree = [
  {
    __typename: 'Category',
    id: 'cat-seo',
    slug: 'seo',
    name: 'SEO',
    children: [
      {
        __typename: 'Category',
        id: 'cat-keywords',
        slug: 'keyword-research',
        name: 'Keyword Research',
      },
      { __typename: 'Category', id: 'cat-on-page', slug: 'on-page-seo', name: 'On-Page SEO' },
    ],
  },
  {
    __typename: 'Category',
    id: 'cat-social',
    slug: 'social-media',
    name: 'Social Media',
    children: [
      {
        __typename: 'Category',
        id: 'cat-instagram',
        slug: 'instagram-marketing',
        name: 'Instagram Marketing',
      },
      { __typename: 'Category', id: 'cat-linkedin', slug: 'linkedin', name: 'LinkedIn' },
    ],
  },
];

/** The course forms' `categories` answer. */
export const categoriesMock = (): MockedResponse => ({
  request: { query: InstructorCourseCategoriesDocument },
  result: { data: { categories: categoryTree } },
});
