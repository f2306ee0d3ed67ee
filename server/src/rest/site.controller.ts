import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { SiteService } from '../site/site.service';
import { bodyFields } from './rest-shapes';

@Controller('api')
export class RestSiteController {
  constructor(@Inject(SiteService) private readonly site: SiteService) {}

  @Post('visitors')
  @HttpCode(200)
  async visit() {
    return { success: true, count: await this.site.recordVisit() };
  }

  @Post('contact')
  @HttpCode(200)
  async contact(@Body() body: unknown) {
    const { email, message } = bodyFields(body);
    await this.site.sendContactMessage({ email, message });
    return { success: true };
  }

  @Post('newsletter')
  @HttpCode(200)
  async newsletter(@Body() body: unknown) {
    const { message } = await this.site.subscribeNewsletter(bodyFields(body).email);
    return { success: true, message };
  }
}
