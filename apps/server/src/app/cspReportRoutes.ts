import type { FastifyInstance } from 'fastify';
import { crossSiteAccess } from './access.ts';
import { cspReportPath } from './securityHeaders.ts';

const reportLimit = 16 * 1024;
const reportTypes = ['application/csp-report', 'application/reports+json', 'application/json'];

// Where browsers report what the Content-Security-Policy blocked. Public and cookie-less (a report
// may come from the demo site framed anywhere), small, and only logged: a violation in the panel is
// a bug to fix (the browser suite fails on one), or an injection attempt worth seeing in the log.
export async function cspReportRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    reportTypes,
    { parseAs: 'string', bodyLimit: reportLimit },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        // A report is diagnostics, not input: one that cannot be read is logged as text.
        done(null, { unreadable: String(body).slice(0, 500) });
      }
    },
  );
  app.post(
    cspReportPath,
    { config: crossSiteAccess, bodyLimit: reportLimit, schema: { hide: true } },
    async (request, reply) => {
      request.log.warn({ cspReport: request.body }, 'content security policy violation');
      return reply.code(204).send();
    },
  );
}
