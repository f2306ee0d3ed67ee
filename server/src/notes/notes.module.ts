import { Module } from '@nestjs/common';
import { EnrollmentsModule } from '../enrollments/enrollments.module';
import { NotesResolver } from './notes.resolver';
import { NotesService } from './notes.service';

@Module({
  imports: [EnrollmentsModule],
  providers: [NotesService, NotesResolver],
})
export class NotesModule {}
