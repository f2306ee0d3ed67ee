import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogLoaders } from './catalog.loaders';
import { Chapter } from './chapter.entity';
import { CourseAccess } from './course-access';
import { CourseCatalogQueries } from './course-catalog.queries';
import { Course } from './course.entity';
import { CoursesResolver } from './courses.resolver';
import { CoursesService } from './courses.service';
import { CategoriesService } from './categories.service';
import { CourseSearch } from './course-search.service';
import { CourseSearchQueries } from './course-search.queries';
import { DiscoveryResolver } from './discovery.resolver';
import { InstructorQueries } from './instructor.queries';
import { RelatedCoursesQueries } from './related-courses.queries';
import { Lecture } from './lecture.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Course, Chapter, Lecture])],
  providers: [
    CoursesService,
    CoursesResolver,
    CourseCatalogQueries,
    CatalogLoaders,
    CourseAccess,
    CategoriesService,
    CourseSearch,
    CourseSearchQueries,
    DiscoveryResolver,
    InstructorQueries,
    RelatedCoursesQueries,
  ],
  exports: [CoursesService, CourseCatalogQueries, CatalogLoaders, CourseAccess, CategoriesService],
})
export class CoursesModule {}
