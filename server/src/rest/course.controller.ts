import { Controller, Get, Inject, Param } from '@nestjs/common';
import { OptionalAuth, Viewer } from '../common/auth/decorators';
import { CourseCatalogQueries } from '../courses/course-catalog.queries';
import { CoursesService } from '../courses/courses.service';
import type { User } from '../users/user.entity';
import { restCourses } from './course-shapes';

@Controller('api/course')
export class RestCourseController {
  constructor(
    @Inject(CoursesService) private readonly courses: CoursesService,
    @Inject(CourseCatalogQueries) private readonly queries: CourseCatalogQueries,
  ) {}

  @Get('all')
  @OptionalAuth()
  async all(@Viewer() viewer: User | undefined) {
    return {
      success: true,
      courses: await restCourses(this.queries, await this.courses.allPublished(), viewer),
    };
  }

  @Get(':id')
  @OptionalAuth()
  async one(@Param('id') id: string, @Viewer() viewer: User | undefined) {
    const course = await this.courses.findViewable(id, viewer);
    const [courseData] = await restCourses(this.queries, [course], viewer);
    return { success: true, courseData };
  }
}
