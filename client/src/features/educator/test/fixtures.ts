import type { MockedResponse } from '@apollo/client/testing';
import type { EducatorCourseRowFragment } from '../educator.generated';
import type { Role } from '../../../generated/types';
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
    isPublished: true,
    createdAt: '2025-03-04T10:00:00.000Z',
    earnings: 2400,
    netSales: 2400.6,
    enrolledStudentsCount: 3,
    ...change,
  };
}

export function enrollment(name: string, courseTitle: string, purchaseDate: string) {
  return {
    __typename: 'StudentEnrollment',
    courseId: `course-${courseTitle}`,
    courseTitle,
    purchaseDate,
    student: { __typename: 'StudentSummary', id: `s-${name}`, name, imageUrl: `/img/${name}.png` },
  };
}
