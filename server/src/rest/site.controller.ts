import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { AddressLimited } from '../common/rate-limits/address-limited.interceptor';
import { ClientAddress } from '../common/request-context';
import { SiteService } from '../site/site.service';
import { bodyFields } from './rest-shapes';

@Controller('api')
export class RestSiteController {
  constructor(@Inject(SiteService) private readonly site: SiteService) {}

  @Post('visitors')
  @HttpCode(200)
  async visit(@ClientAddress() address: string) {
    return { success: true, count: await this.site.recordVisit(address) };
  }

  @Post('contact')
  @HttpCode(200)
  @AddressLimited('contact')
  async contact(@Body() body: unknown) {
    const { email, message } = bodyFields(body);
    await this.site.sendContactMessage({ email, message });
    return { success: true };
  }

  @Post('newsletter')
  @HttpCode(200)
  @AddressLimited('newsletter')
  async newsletter(@Body() body: unknown) {
    const { message } = await this.site.subscribeNewsletter(bodyFields(body).email);
    return { success: true, message };
  }
}
