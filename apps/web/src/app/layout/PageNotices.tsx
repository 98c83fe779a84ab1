import { Alert } from '@mantine/core';
import { useLiveUpdatesOff } from '../../entities/live-updates';
import { AccessNotice } from '../guards/AccessNotice';

export const LIVE_UPDATES_OFF = 'Live updates are off in this tab (too many open)';

/** Notices above every screen: a page the role was refused, and live updates refused to this tab. */
export function PageNotices() {
  const liveUpdatesOff = useLiveUpdatesOff();
  return (
    <>
      <AccessNotice />
      {liveUpdatesOff && (
        <Alert color="yellow" role="status" mb="md" py="xs">
          {LIVE_UPDATES_OFF}
        </Alert>
      )}
    </>
  );
}
