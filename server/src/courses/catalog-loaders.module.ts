import { Module } from '@nestjs/common';
import { CoursesModule } from './courses.module';
import { CatalogLoadersFactory } from './catalog.loaders';

@Module({
  imports: [CoursesModule],
  providers: [CatalogLoadersFactory],
  exports: [CatalogLoadersFactory],
})
export class CatalogLoadersModule {}
