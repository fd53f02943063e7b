// The direct signer's record for the exit redirect rule (src/lib/navigation/exit-record.ts).
import { exitRecord } from '@/lib/navigation/exit-record';

export const { recordViewed, recordSigned, exitContext } = exitRecord('direct');
