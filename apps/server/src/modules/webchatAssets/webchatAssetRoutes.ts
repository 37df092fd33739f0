import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { publicAccess } from '../../app/access.ts';
import type { AppServices } from '../../app/services.ts';
import { findDemoBotToken } from './findDemoBotToken.ts';
import { readEncodedWidget } from './readEncodedWidget.ts';
import { renderDemoPage } from './renderDemoPage.ts';

const widgetFile = fileURLToPath(new URL('../../../../webchat/dist/webchat.js', import.meta.url));

// The embeddable widget and a demo site using it. Both public: customers' pages load the script,
// and any page may frame the demo (their headers are the embeddable ones: securityHeaders.ts).
export function webchatAssetRoutes(services: AppServices, file = widgetFile) {
  return async (app: FastifyInstance) => {
    const embeddable = { config: { ...publicAccess, isEmbeddable: true }, schema: { hide: true } };
    app.get('/webchat.js', embeddable, async (request, reply) => {
      // Read per request: a rebuilt widget is served without a restart; the file is ~60 KB.
      const widget = await readEncodedWidget(file, request.headers['accept-encoding']);
      if (!widget)
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The webchat widget is not built: run `npm run build -w @prosa/webchat`.');
      if (widget.encoding) reply.header('content-encoding', widget.encoding);
      // Short cache: a new release reaches customers' pages within minutes.
      return reply
        .header('vary', 'accept-encoding')
        .header('cache-control', 'public, max-age=300')
        .header('access-control-allow-origin', '*')
        .type('application/javascript; charset=utf-8')
        .send(widget.code);
    });

    app.get<{ Querystring: { bot?: unknown; page?: unknown } }>(
      '/webchat/demo',
      embeddable,
      async (request, reply) => {
        const { bot, page } = request.query;
        const token =
          typeof bot === 'string' && bot.length > 0 && bot.length <= 200
            ? bot
            : await findDemoBotToken(services.database.db);
        const pageNumber = Math.min(Math.max(Math.trunc(Number(page)) || 1, 1), 3);
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(renderDemoPage(token, pageNumber));
      },
    );
  };
}
