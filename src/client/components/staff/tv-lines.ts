// Moved to the domain so the technician's e-mail and the staff screens read a TV alike.
export { describeTv } from '@/domain/catalog/describe-tv';
