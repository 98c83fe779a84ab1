import { Center, Loader } from '@mantine/core';
import { MESSAGES } from '../messages';
import { StatusMessage } from './StatusMessage';

interface ListingStateProps {
  searched: boolean;
  loading: boolean;
  failed: boolean;
  empty: boolean;
}

/** Loading, 'Error fetching trades.' or 'No trades found for this selection.' under the filters. */
export function ListingState({ searched, loading, failed, empty }: ListingStateProps) {
  if (!searched) return null;
  if (loading) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading trades" />
      </Center>
    );
  }
  if (failed) return <StatusMessage feedback={{ kind: 'error', text: MESSAGES.tradesError }} />;
  if (empty) return <StatusMessage feedback={{ kind: 'info', text: MESSAGES.noTrades }} />;
  return null;
}
