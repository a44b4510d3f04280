import type { OtherLanguage } from './types.ts';

// The demo hosts' rental agreement in German and Portuguese, with the same {{placeholders}} as the
// English version (world/checkin.ts), so the guest signs it in the page's language.
export function agreementBodyIn(language: OtherLanguage, hostName: string): string {
  if (language === 'de') {
    return `Mietvertrag zwischen {{hostName}} und {{guestName}}

Dieser Vertrag gilt für den Aufenthalt in {{propertyName}}, {{propertyAddress}}, vom {{checkIn}} (Anreise ab {{checkInTime}}) bis zum {{checkOut}} (Abreise bis {{checkOutTime}}) für bis zu {{maxGuests}} Gäste.

1. Nutzung der Unterkunft. Die Unterkunft wird ausschließlich zu Urlaubszwecken vermietet. Die Zahl der Gäste darf {{maxGuests}} nicht überschreiten. Partys, Veranstaltungen und gewerbliche Dreharbeiten sind ohne schriftliche Zustimmung nicht gestattet.

2. Hausordnung. Der Gast verpflichtet sich, die auf der Buchungsseite genannte Hausordnung einzuhalten, einschließlich Nachtruhe und Rauchverbot, und ist für das Verhalten aller Mitreisenden verantwortlich.

3. Kaution. Sofern eine Kaution von {{depositAmount}} anfällt, wird sie auf der Karte des Gastes vorgemerkt und nach der Abreise freigegeben, wenn keine Schäden festgestellt werden. Schäden über die normale Abnutzung hinaus können mit Fotos und Belegen abgezogen werden.

4. Stornierung. Stornierungen richten sich nach den Bedingungen des gebuchten Tarifs ({{ratePlanName}}).

5. Haftung. ${hostName} haftet nicht für Verlust oder Beschädigung von Gegenständen der Gäste, außer bei eigener Fahrlässigkeit.

Elektronisch unterzeichnet von {{guestName}} am {{signedAt}}.`;
  }
  return `Contrato de arrendamento entre {{hostName}} e {{guestName}}

Este contrato abrange a estadia em {{propertyName}}, {{propertyAddress}}, de {{checkIn}} (chegada a partir das {{checkInTime}}) a {{checkOut}} (saída até às {{checkOutTime}}), para um máximo de {{maxGuests}} hóspedes.

1. Utilização do alojamento. O alojamento é arrendado exclusivamente para fins de férias. O número de hóspedes não pode exceder {{maxGuests}}. Festas, eventos e filmagens comerciais não são permitidos sem autorização escrita.

2. Regras da casa. O hóspede compromete-se a cumprir as regras da casa indicadas na página de reserva, incluindo as horas de silêncio e a política de tabaco, e é responsável pelo comportamento de todo o grupo.

3. Caução. Quando se aplique uma caução de {{depositAmount}}, esta fica cativa no cartão do hóspede e é libertada após a saída se não forem encontrados danos. Os danos para além do desgaste normal podem ser deduzidos, com fotografias e recibos.

4. Cancelamento. Os cancelamentos seguem a política da tarifa reservada ({{ratePlanName}}).

5. Responsabilidade. A ${hostName} não se responsabiliza pela perda ou dano de bens dos hóspedes, salvo em caso de negligência sua.

Assinado eletronicamente por {{guestName}} em {{signedAt}}.`;
}
