import { sql } from 'drizzle-orm';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { isOptedOut } from '../numbers/index.ts';

// Why a template may not go to this number now (spec core §5 "Live chat HSM send"), as the
// catalogue's error: blocked; in the satisfaction survey; with the bot, in the queue or in an active
// conversation on the account's WhatsApp; opted out; or never opted in — a number opts in by writing
// to one of the account's WhatsApp channels (or by a manual reset to opt-in). A template sent into
// the customer's open room (roomId) does not count that room as the conversation in the way.
export async function refuseHsmRecipient(
  db: Db,
  input: { accountId: string; number: string; contactId: string | null; roomId?: string },
  now: Date,
) {
  const { accountId, number, contactId } = input;
  const roomId = input.roomId ?? '';
  const result = await db.execute(sql`
    select
      (select ns.status from contact_number_statuses ns
        where ns.contact_id = ${contactId}::text and ns.channel = 'whatsapp' and ns.account_id = ${accountId}::text) as number_status,
      (select c.status from conversations c
        where c.account_id = ${accountId}::text and c.channel = 'whatsapp' and c.visitor_id = ${number}::text
          and c.archived_at is null and c.status not in ('finished', 'abandoned') and c.id <> ${roomId}::text
        order by c.created_at desc limit 1) as open_status,
      exists (select 1 from conversations c
        where c.account_id = ${accountId}::text and c.channel = 'whatsapp' and c.visitor_id = ${number}::text
          and c.last_customer_message_at is not null) as has_written,
      (select r.condition from opt_out_records r
        where r.account_id = ${accountId}::text and r.channel = 'whatsapp' and r.number = ${number}::text
        order by r.created_at desc, r.id desc limit 1) as opt_condition`);
  const [row] = (
    result as unknown as {
      rows: Array<{
        number_status: string | null;
        open_status: string | null;
        has_written: boolean;
        opt_condition: string | null;
      }>;
    }
  ).rows;
  if (!row) return;
  if (row.number_status === 'blocked') throw new CatalogueError('hsm.blocked');
  if (row.number_status === 'live_satisfactionSurvey' || row.number_status === 'bot_satisfactionSurvey')
    throw new CatalogueError('hsm.inSurvey');
  if (row.open_status === 'bot') throw new CatalogueError('hsm.withBot');
  if (row.open_status?.startsWith('queue')) throw new CatalogueError('hsm.inQueue');
  if (row.open_status) throw new CatalogueError('hsm.inConversation');
  if (await isOptedOut(db, { accountId, channel: 'whatsapp', number }, now))
    throw new CatalogueError('hsm.optedOut');
  if (!row.has_written && row.opt_condition !== 'optIn') throw new CatalogueError('hsm.notOptedIn');
}
