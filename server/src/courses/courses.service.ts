import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Course } from './course.entity';

@Injectable()
export class CoursesService {
  constructor(@InjectRepository(Course) private readonly courses: Repository<Course>) {}

  /** Every published course, newest first (the original REST list has no paging). */
  allPublished(): Promise<Course[]> {
    return this.courses.find({
      where: { isPublished: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }
}
