import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogLoaders } from './catalog.loaders';
import { Chapter } from './chapter.entity';
import { CourseAccess } from './course-access';
import { CourseCatalogQueries } from './course-catalog.queries';
import { Course } from './course.entity';
import { CoursesResolver } from './courses.resolver';
import { CoursesService } from './courses.service';
import { Lecture } from './lecture.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Course, Chapter, Lecture])],
  providers: [CoursesService, CoursesResolver, CourseCatalogQueries, CatalogLoaders, CourseAccess],
  exports: [CoursesService, CourseCatalogQueries, CatalogLoaders, CourseAccess],
})
export class CoursesModule {}
