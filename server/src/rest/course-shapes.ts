import { Inject, Injectable } from '@nestjs/common';
import { absoluteUrl } from '../common/public-url';
import { CourseCatalogQueries } from '../courses/course-catalog.queries';
import type { Course } from '../courses/course.entity';
import { RatingQueries } from '../ratings/rating.queries';
import type { User } from '../users/user.entity';
import { restPerson } from './rest-shapes';

/** The original client cannot play a hosted lecture: its link is the product's own watch page. */
const watchPage = (base: string, courseId: string, lectureId: string) =>
  `${base}/player/${courseId}?lecture=${lectureId}`;

/**
 * Courses in the original API's shape: `_id`s, the educator as an object, every rating and enrolled
 * user id, and the curriculum with `""` for lecture URLs the viewer may not see (a hosted lecture's URL is its watch
 * page, `watchPage`); image URLs
 * absolute on `base` (from `@PublicBase()`). Every lookup is one batched query for all the courses.
 */
@Injectable()
export class RestCourseShapes {
  constructor(
    @Inject(CourseCatalogQueries) private readonly catalog: CourseCatalogQueries,
    @Inject(RatingQueries) private readonly ratings: RatingQueries,
  ) {}

  async of(courses: Course[], viewer: User | undefined, base: string) {
    if (courses.length === 0) return [];
    const ids = courses.map((c) => c.id);
    const [educators, curricula, ratings, students] = await Promise.all([
      this.catalog.educators(courses.map((c) => c.educatorId)),
      this.catalog.curriculumFor(viewer, ids),
      this.ratings.everyRating(ids),
      this.catalog.studentsOf(ids),
    ]);
    return courses.map((course) => {
      const educator = educators.get(course.educatorId);
      return {
        _id: course.id,
        courseTitle: course.courseTitle,
        courseDescription: course.courseDescription,
        courseThumbnail: absoluteUrl(course.courseThumbnail, base),
        coursePrice: course.coursePrice,
        discount: course.discount,
        isPublished: course.isPublished,
        courseContent: (curricula.get(course.id) ?? []).map((chapter) => ({
          ...chapter,
          chapterContent: chapter.chapterContent.map(
            ({
              hosted,
              mayWatch,
              courseId,
              videoId: _videoId,
              // Not in the original API's lecture: its fields stay as they were.
              liveSessionId: _liveSessionId,
              description: _description,
              ...lecture
            }) => ({
              ...lecture,
              lectureUrl: hosted
                ? mayWatch
                  ? watchPage(base, courseId, lecture.lectureId)
                  : ''
                : (lecture.lectureUrl ?? ''),
            }),
          ),
        })),
        courseRatings: ratings.get(course.id) ?? [],
        educator: educator ? restPerson(educator, base) : null,
        enrolledStudents: students.get(course.id) ?? [],
        createdAt: course.createdAt,
        updatedAt: course.updatedAt,
      };
    });
  }
}
