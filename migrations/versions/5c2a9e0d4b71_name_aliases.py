"""name aliases for the statistics

Revision ID: 5c2a9e0d4b71
Revises: 3b9d1c2e7f10
Create Date: 2026-11-23 02:30:00

"""
from alembic import op
import sqlalchemy as sa


revision = '5c2a9e0d4b71'
down_revision = '3b9d1c2e7f10'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('name_aliases',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('alias', sa.String(length=100), nullable=False),
    sa.Column('canonical', sa.String(length=100), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('alias')
    )


def downgrade():
    op.drop_table('name_aliases')
