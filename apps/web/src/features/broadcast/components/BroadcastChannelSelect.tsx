import { broadcastChannelTypes } from '@prosa/contracts';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBroadcastChannels } from '../api/useBroadcast.ts';

// The channels a dispatch may go through, grouped by kind (WhatsApp numbers, SMS, e-mail) and
// searchable by name; the form item around it gives its value, change handler and label.
export function BroadcastChannelSelect(props: Omit<SelectProps, 'options'>) {
  const { t } = useTranslation('broadcast');
  const channels = useBroadcastChannels();
  const all = channels.data?.channels ?? [];
  return (
    <Select
      showSearch
      optionFilterProp="label"
      loading={channels.isLoading}
      options={broadcastChannelTypes
        .map((type) => ({
          label: t(`channelType.${type}`),
          title: t(`channelType.${type}`),
          options: all
            .filter((channel) => channel.type === type)
            .map((channel) => ({ value: channel.id, label: channel.name })),
        }))
        .filter((group) => group.options.length > 0)}
      {...props}
    />
  );
}
