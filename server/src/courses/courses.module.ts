import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Chapter } from './chapter.entity';
import { CourseCatalogQueries } from './course-catalog.queries';
import { Course } from './course.entity';
import { CoursesResolver } from './courses.resolver';
import { CoursesService } from './courses.service';
import { Lecture } from './lecture.entity';
import { ReviewQueries } from '../ratings/review-queries';

@Module({
  imports: [TypeOrmModule.forFeature([Course, Chapter, Lecture])],
  providers: [CoursesService, CoursesResolver, CourseCatalogQueries, ReviewQueries],
  exports: [CoursesService, CourseCatalogQueries, ReviewQueries],
})
export class CoursesModule {}
