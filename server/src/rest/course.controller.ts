import { Body, Controller, Delete, Get, Inject, Param, Put } from '@nestjs/common';
import { CurrentUser, OptionalAuth, Roles, Viewer } from '../auth/decorators';
import { PublicBase } from '../common/public-url';
import { CourseAccess } from '../courses/course-access';
import { CoursesService } from '../courses/courses.service';
import {
  CourseAuthoringService,
  DELETE_MESSAGES,
} from '../courses/authoring/course-authoring.service';
import type { User } from '../users/user.entity';
import { RestCourseShapes } from './course-shapes';
import { bodyFields } from './rest-shapes';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';

@Controller('api/course')
export class RestCourseController {
  constructor(
    @Inject(CoursesService) private readonly courses: CoursesService,
    @Inject(CourseAccess) private readonly access: CourseAccess,
    @Inject(RestCourseShapes) private readonly shapes: RestCourseShapes,
    @Inject(CourseAuthoringService) private readonly authoring: CourseAuthoringService,
  ) {}

  @Get('all')
  @OptionalAuth()
  @ApiScopes('catalog:read')
  async all(@Viewer() viewer: User | undefined, @PublicBase() base: string) {
    return {
      success: true,
      courses: await this.shapes.of(await this.courses.allPublished(), viewer, base),
    };
  }

  @Get(':id')
  @OptionalAuth()
  @ApiScopes('catalog:read')
  async one(
    @Param('id') id: string,
    @Viewer() viewer: User | undefined,
    @PublicBase() base: string,
  ) {
    const course = await this.access.viewable(id, viewer);
    const [courseData] = await this.shapes.of([course], viewer, base);
    return { success: true, courseData };
  }

  @Put(':id')
  @Roles('educator', 'admin')
  @ApiScopes('courses:write')
  async update(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentUser() user: User,
    @PublicBase() base: string,
  ) {
    const updated = await this.authoring.update(user, id, bodyFields(body));
    const [course] = await this.shapes.of([updated], user, base);
    return { success: true, message: 'Course updated successfully!', course };
  }

  @Delete(':id')
  @Roles('educator', 'admin')
  @ApiScopes('courses:write')
  async remove(@Param('id') id: string, @CurrentUser() user: User) {
    const outcome = await this.authoring.delete(user, id);
    return { success: true, message: DELETE_MESSAGES[outcome], outcome };
  }
}
