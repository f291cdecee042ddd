import { CollectCards } from '../cards/CollectCards.tsx';
import { useTitle } from '../kit/index.ts';
import { tp } from './page-strings.ts';
import { WorkshopNav } from './WorkshopNav.tsx';

/** The room's report cards (issue #28): collect participants' cards and show the room board. */
export function CardsPart() {
  useTitle(tp('cards.pageTitle'));
  return (
    <section class="room-part cards-part">
      <h1 tabIndex={-1}>{tp('cards.pageTitle')}</h1>
      <WorkshopNav />
      <CollectCards />
    </section>
  );
}
