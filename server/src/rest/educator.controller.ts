import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Authenticated, CurrentUser, Roles } from '../auth/decorators';
import { DomainError } from '../common/errors/domain-error';
import { PublicBase } from '../common/public-url';
import { CourseAuthoringService } from '../courses/authoring/course-authoring.service';
import { EducatorService } from '../educator/educator.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { RestCourseShapes } from './course-shapes';
import { bodyFields, restPerson } from './rest-shapes';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';

/** `courseData` arrives as JSON text in the multipart form. */
function parseCourseData(body: unknown): Record<string, unknown> {
  const raw = bodyFields(body).courseData;
  if (typeof raw !== 'string') return bodyFields(raw);
  try {
    return bodyFields(JSON.parse(raw));
  } catch {
    throw new DomainError('BAD_USER_INPUT', 'courseData must be JSON', [
      { field: 'courseData', message: 'courseData must be JSON', code: 'INVALID' },
    ]);
  }
}

@Controller('api/educator')
export class RestEducatorController {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(CourseAuthoringService) private readonly authoring: CourseAuthoringService,
    @Inject(EducatorService) private readonly educator: EducatorService,
    @Inject(RestCourseShapes) private readonly shapes: RestCourseShapes,
  ) {}

  @Get('update-role')
  @Authenticated()
  async updateRole(@CurrentUser() user: User) {
    await this.users.becomeEducator(user);
    return { success: true, message: 'You are now an educator!' };
  }

  @Post('add-course')
  @HttpCode(200)
  @Roles('educator', 'admin')
  @UseInterceptors(FileInterceptor('image'))
  @ApiScopes('courses:write')
  async addCourse(
    @CurrentUser() user: User,
    @Body() body: unknown,
    @UploadedFile() image: Express.Multer.File | undefined,
    @PublicBase() base: string,
  ) {
    const course = await this.authoring.create(user, parseCourseData(body), () =>
      Promise.resolve(image?.buffer),
    );
    const [shaped] = await this.shapes.of([course], user, base);
    return { success: true, message: 'Course Added', course: shaped };
  }

  @Get('courses')
  @Roles('educator', 'admin')
  @ApiScopes('sales:read')
  async courses(@CurrentUser() user: User, @PublicBase() base: string) {
    const mine = await this.educator.courses(user);
    const shaped = await this.shapes.of(
      mine.map((m) => m.course),
      user,
      base,
    );
    return {
      success: true,
      courses: shaped.map((course, i) => ({ ...course, earnings: mine[i].earnings })),
    };
  }

  @Get('dashboard')
  @Roles('educator', 'admin')
  @ApiScopes('sales:read')
  async dashboard(@CurrentUser() user: User, @PublicBase() base: string) {
    const { totalCourses, totalEarnings, enrolledStudentsData } =
      await this.educator.dashboard(user);
    return {
      success: true,
      dashboardData: {
        totalCourses,
        totalEarnings,
        enrolledStudentsData: enrolledStudentsData.map(({ student, courseTitle }) => ({
          courseTitle,
          student: restPerson(student, base),
        })),
      },
    };
  }

  @Get('enrolled-students')
  @Roles('educator', 'admin')
  @ApiScopes('sales:read')
  async enrolledStudents(@CurrentUser() user: User, @PublicBase() base: string) {
    const rows = await this.educator.enrolledStudents(user);
    return {
      success: true,
      enrolledStudents: rows.map(({ student, courseTitle, purchaseDate }) => ({
        student: restPerson(student, base),
        courseTitle,
        purchaseDate,
      })),
    };
  }
}
