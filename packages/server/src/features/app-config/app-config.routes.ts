import type { FastifyInstance } from 'fastify';
import type { AppConfigAnswer } from '@lotto/contract/tools';
import { titleSuffix } from '@lotto/domain/app-type';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';

/** Public: the login page needs the variant for its title before anyone is logged in. */
export function registerAppConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Tool/GetAppConfig', async () =>
    ok<AppConfigAnswer>({
      appType: ctx.env.APP_TYPE,
      titleSuffix: titleSuffix(ctx.env.APP_TYPE),
      timeZone: ctx.env.TZ_DRAWS,
    }),
  );
}
