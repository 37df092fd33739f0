import { metaMessagingAdapter } from '../metaMessaging/metaMessagingAdapter.ts';

// Instagram Direct through the Messenger Platform (object 'instagram'), instance
// instagramAccountId; sent with the linked page's token.
export const instagramAdapter = metaMessagingAdapter('instagram');
