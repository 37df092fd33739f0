import { metaMessagingAdapter } from '../metaMessaging/metaMessagingAdapter.ts';

// Facebook Messenger: a page's conversations (object 'page'), instance pageId.
export const messengerAdapter = metaMessagingAdapter('messenger');
