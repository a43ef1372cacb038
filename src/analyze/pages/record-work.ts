import { classifyEntity, entityWords, singular } from '../../../rules/vendors/_surface.js';
import type { DataSite } from '../types.js';

/**
 * What a page does to the site's records, by its own data calls: the behaviour that tells a store
 * owner's editor from a storefront page whatever its route or file is called (`/add`, `/edit/:id`,
 * `/displayproducts`). A storefront page writes a cart, an order at checkout, a review, a contact
 * message, a booking or a newsletter address; it does not create or delete catalogue records, does
 * not delete records it lists for everyone, and does not change the orders of every customer.
 */
export interface RecordWork {
  /** Catalogue records created or deleted (`products`, `categories`, `menu_items`, `banners`, `blog_posts`). */
  catalogueEdits: string[];
  /** Catalogue records only updated (a stock count, a view counter, a product edited in place). */
  catalogueUpdates: string[];
  /** Records the page reads and deletes, other than a cart's or saved items: a management list. */
  listDeletes: string[];
  /** Orders read and changed (status, delete) by a page that neither places one nor reads one by id. */
  orderDesk: boolean;
  /** Orders read, not one by id and not the signed-in user's: every customer's orders. */
  ordersListed: boolean;
}

export type WriteAction = 'create' | 'update' | 'delete';

/**
 * The action of a write, from its vendor operation: `from.delete`, `deleteDoc`, `entities.delete`,
 * `DELETE /api/products/:param`, `storage.remove` delete; `updateDoc`, `setDoc`, `from.upsert`, `PUT`,
 * `PATCH` update; `from.insert`, `addDoc`, `entities.create`, `POST` (and an unnamed write) create.
 */
export function writeAction(s: DataSite): WriteAction {
  const op = s.operation ?? '';
  if (/^DELETE\b|delete|remove|destroy/i.test(op)) return 'delete';
  if (/^(PUT|PATCH)\b|update|upsert|setDoc|\bset\b|\.set$/i.test(op)) return 'update';
  return 'create';
}

/** Entity classes of rules/vendors/_surface.ts that are the owner's catalogue and site content. */
const CATALOGUE = new Set(['product', 'product-part', 'category', 'price', 'service', 'coupon', 'brand', 'faq', 'hours', 'career', 'blog', 'legal', 'other-content']);
/**
 * Records a visitor creates from the storefront, whatever class their name falls in: a review or a
 * rating on a product, a comment on a post, a question, an application to a job, a registration to
 * an event or a course, a vote. Writing one is not an edit of the catalogue (a moderator deleting
 * them from a list is still a list delete).
 */
const VISITOR_WORDS = new Set(['review', 'testimonial', 'comment', 'rating', 'rate', 'feedback', 'question', 'registration', 'rsvp', 'attendee', 'participant',
  'application', 'applicant', 'candidate', 'enrollment', 'enrolment', 'signup', 'vote']);
/** A visitor's own lists: a cart line, a saved item, a like; adding to or removing from them is shopping. */
const OWN_LIST_WORDS = new Set(['cart', 'basket', 'wishlist', 'favorite', 'favourite', 'saved', 'like', 'bookmark', 'notification']);
/** Per-user records a storefront page may list and delete (a checkout's saved addresses and cards). */
const OWN_RECORD_CLASSES = new Set(['cart', 'delivery', 'payment']);

/** `products`, ` Products `, `product` and `Product` name one kind of record. */
const recordKey = (entity: string): string => entityWords(entity.trim()).map(singular).join('_');

/**
 * `sites` are the page's own calls and those of the components only it renders; `reached` are the
 * reads of the hooks and services it imports (`dispatch(fetchOrders())`).
 */
export function recordWork(sites: DataSite[], readsByUser: boolean, detail: boolean, reached: DataSite[] = []): RecordWork {
  const catalogueEdits = new Set<string>();
  const catalogueUpdates = new Set<string>();
  const listDeletes = new Set<string>();
  const read = new Set<string>();
  for (const s of sites) if (s.kind === 'read' && s.entity) read.add(recordKey(s.entity));
  let ordersChanged = false;
  let ordersRead = false;
  let orderPlaced = false;
  for (const s of sites) {
    if (!s.entity) continue;
    const cls = classifyEntity(s.entity.trim());
    const key = recordKey(s.entity);
    if (cls?.id === 'order') {
      if (s.kind === 'read') ordersRead = true;
      else if (s.kind === 'write') {
        if (writeAction(s) === 'create') orderPlaced = true;
        else ordersChanged = true;
      }
    }
    if (s.kind !== 'write') continue;
    const action = writeAction(s);
    const words = entityWords(s.entity.trim()).map(singular);
    const ownList = words.some((w) => OWN_LIST_WORDS.has(w));
    const visitor = words.some((w) => VISITOR_WORDS.has(w));
    if (cls && CATALOGUE.has(cls.id) && !ownList && !visitor) {
      if (action === 'update') catalogueUpdates.add(key);
      else catalogueEdits.add(key);
    }
    if (action === 'delete' && read.has(key) && !ownList && !(cls && OWN_RECORD_CLASSES.has(cls.id)) && !readsByUser) listDeletes.add(key);
  }
  for (const k of catalogueEdits) catalogueUpdates.delete(k);
  const ordersListed = (ordersRead || reached.some((s) => s.kind === 'read' && classifyEntity(s.entity?.trim() ?? null)?.id === 'order')) && !orderPlaced && !readsByUser && !detail;
  return {
    catalogueEdits: [...catalogueEdits],
    catalogueUpdates: [...catalogueUpdates],
    listDeletes: [...listDeletes],
    orderDesk: ordersChanged && ordersRead && !orderPlaced && !readsByUser && !detail,
    ordersListed,
  };
}
