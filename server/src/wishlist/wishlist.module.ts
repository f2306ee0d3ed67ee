import { Global, Module } from '@nestjs/common';
import { PriceDropNotice } from '../courses/authoring/price-drop-notice';
import { CoursesModule } from '../courses/courses.module';
import { WishlistLoaders } from './wishlist.loaders';
import { WishlistPriceDrops } from './wishlist-price-drops';
import { WishlistResolver } from './wishlist.resolver';
import { WishlistService } from './wishlist.service';

/**
 * Wishlists. Global for its PriceDropNotice, which course authoring (an earlier layer) calls
 * through its port when an edit lowers a price.
 */
@Global()
@Module({
  imports: [CoursesModule],
  providers: [
    WishlistService,
    WishlistLoaders,
    WishlistResolver,
    { provide: PriceDropNotice, useClass: WishlistPriceDrops },
  ],
  exports: [PriceDropNotice],
})
export class WishlistModule {}
