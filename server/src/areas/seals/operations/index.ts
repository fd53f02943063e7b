// Handlers of the contract's `seals` operations.
import type { Handlers } from '../../handler.ts';
import { addSealMembers } from './add-seal-members.ts';
import { createSeal } from './create-seal.ts';
import { deleteSealImage } from './delete-seal-image.ts';
import { getSeal } from './get-seal.ts';
import { getSealImage } from './get-seal-image.ts';
import { listSeals } from './list-seals.ts';
import { listUserSeals } from './list-user-seals.ts';
import { removeSealMembers } from './remove-seal-members.ts';
import { updateSeal } from './update-seal.ts';
import { uploadSealImage } from './upload-seal-image.ts';

export const sealsHandlers: Handlers = {
  listSeals,
  listUserSeals,
  createSeal,
  getSeal,
  updateSeal,
  getSealImage,
  uploadSealImage,
  deleteSealImage,
  addSealMembers,
  removeSealMembers,
};
