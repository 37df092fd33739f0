import { isLanguage, type Language, pickLanguage, visitorIdPattern } from '@prosa/contracts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { findBotByToken } from '../bots/index.ts';
import { deviceOf } from './deviceOf.ts';
import { locationOfTimeZone } from './locationOfTimeZone.ts';

// A widget's visitor as the server knows them. Everything comes from the bot's public token and
// the widget's anonymous id: nothing here authorizes more than that visitor's own conversations.
export interface WebchatVisitor {
  accountId: string;
  botId: string;
  botName: string;
  defaultDepartmentId: string | null;
  visitorId: string;
  language: Language;
  device: 'desktop' | 'mobile';
  location: { country: string; state?: string } | null;
}

const tokenPattern = /^[A-Za-z0-9_-]{8,128}$/;

export async function identifyVisitor(
  db: Db,
  claimed: { botToken?: unknown; visitorId?: unknown; language?: unknown; timeZone?: unknown },
  userAgent?: string,
): Promise<WebchatVisitor> {
  const { botToken, visitorId } = claimed;
  const bot =
    typeof botToken === 'string' && tokenPattern.test(botToken) ? await findBotByToken(db, botToken) : null;
  if (!bot) throw new CatalogueError('live.botNotFound');
  if (typeof visitorId !== 'string' || !visitorIdPattern.test(visitorId))
    throw new CatalogueError('live.visitorInvalid');
  // The bot's setting wins; else the page's language, any regional variant of ours counting
  // ('en-GB', 'es-MX', 'pt'); else the default.
  const language = isLanguage(bot.language) ? bot.language : pickLanguage(claimed.language);
  return {
    accountId: bot.accountId,
    botId: bot.id,
    botName: bot.name,
    defaultDepartmentId: bot.defaultDepartmentId,
    visitorId,
    language,
    device: deviceOf(userAgent),
    location: locationOfTimeZone(claimed.timeZone),
  };
}
