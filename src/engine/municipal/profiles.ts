/** The four fictional residents of the fictional town of Neuweiler, and the addresses of the sandbox. */

const TOWN = '12345 Neuweiler (fiktiv)';

export interface Profile {
  id: string;
  given_name: string;
  family_name: string;
  birth_date: string;
  /** Address key each world starts with. */
  initialAddress: string;
}

export const PROFILES: readonly Profile[] = [
  { id: 'anna', given_name: 'Anna', family_name: 'Beispiel', birth_date: '1988-04-12', initialAddress: 'linden2' },
  { id: 'ben', given_name: 'Ben', family_name: 'Muster', birth_date: '1975-11-03', initialAddress: 'muehle5' },
  { id: 'clara', given_name: 'Clara', family_name: 'Probe', birth_date: '1952-07-30', initialAddress: 'ufer9' },
  { id: 'deniz', given_name: 'Deniz', family_name: 'Vorlage', birth_date: '2001-01-21', initialAddress: 'markt1' },
];

export const PROFILE_IDS = PROFILES.map((profile) => profile.id);

/** Street lines of every address a profile can have: the initial ones and the umzug choices. */
const ADDRESSES: Record<string, string> = {
  linden2: 'Lindenallee 2',
  muehle5: 'Mühlgasse 5',
  ufer9: 'Uferweg 9',
  markt1: 'Marktplatz 1',
  blumen13: 'Blumenweg 13',
  distel7: 'Distelstraße 7',
  scharren4: 'Am Scharren 4',
};

export function findProfile(id: string): Profile | undefined {
  return PROFILES.find((profile) => profile.id === id);
}

export function addressText(addressKey: string): string {
  return `${ADDRESSES[addressKey] ?? addressKey}, ${TOWN}`;
}

export function fullName(profile: Profile): string {
  return `${profile.given_name} ${profile.family_name}`;
}

/** A profile as the API shows it; with a world, its current address there. */
export function profileResource(profile: Profile, addressKey?: string) {
  return {
    id: profile.id,
    name: fullName(profile),
    given_name: profile.given_name,
    family_name: profile.family_name,
    birth_date: profile.birth_date,
    ...(addressKey ? { address: addressText(addressKey) } : {}),
  };
}
