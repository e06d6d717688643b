import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePickedUser } from '../api/heating';

type RoomPickerProps = { userId?: number; roomId?: number; onChange: (roomId: number) => void };

/** One of the picked user's rooms, under the name of its home. */
export function RoomPicker({ userId, roomId, onChange }: RoomPickerProps) {
  const { t } = useTranslation('analytics/heating');
  const user = usePickedUser(userId);
  const homes = user.data?.homes ?? [];
  return (
    <Select
      label={t('roomScreen.room')}
      placeholder={t('roomScreen.pickRoom')}
      data={homes.map((home) => ({
        group: home.name,
        items: home.rooms.map((room) => ({ value: String(room.id), label: room.name })),
      }))}
      value={roomId === undefined ? null : String(roomId)}
      onChange={(value) => value && onChange(Number(value))}
      disabled={userId === undefined}
      nothingFoundMessage={t('roomScreen.noRooms')}
      allowDeselect={false}
      searchable
      miw={220}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
